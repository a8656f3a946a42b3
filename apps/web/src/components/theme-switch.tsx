import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { shellText } from '@/lib/shell-messages';
import { themes, useTheme, type Theme } from '@/lib/theme';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

const labels = { light: 'themeLight', dark: 'themeDark', system: 'themeSystem' } as const satisfies Record<
  Theme,
  string
>;
const icons = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const satisfies Record<
  Theme,
  unknown
>;

const isTheme = (value: string): value is Theme => (themes as readonly string[]).includes(value);

export function ThemeSwitch() {
  const t = useT(shellText);
  const { theme, resolvedTheme, setTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? MoonIcon : SunIcon;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('theme', { theme: t(labels[theme]) })}
          data-slot="theme-switch"
        >
          <Icon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)}>
          {themes.map((each) => {
            const ItemIcon = icons[each];
            return (
              <DropdownMenuRadioItem key={each} value={each}>
                <ItemIcon aria-hidden="true" />
                {t(labels[each])}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
