import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { themes, useTheme, type Theme } from '@/lib/theme';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

const labels = { light: 'Light', dark: 'Dark', system: 'System' } as const satisfies Record<Theme, string>;
const icons = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const satisfies Record<
  Theme,
  unknown
>;

const isTheme = (value: string): value is Theme => (themes as readonly string[]).includes(value);

export function ThemeSwitch() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? MoonIcon : SunIcon;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Theme: ${labels[theme]}`} data-slot="theme-switch">
          <Icon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)}>
          {themes.map((t) => {
            const ItemIcon = icons[t];
            return (
              <DropdownMenuRadioItem key={t} value={t}>
                <ItemIcon aria-hidden="true" />
                {labels[t]}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
