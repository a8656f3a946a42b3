import { LanguagesIcon } from 'lucide-react';
import { isLanguage } from '@console/contract/languages';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLanguage } from '@/lib/i18n';
import { chooseLanguage, languageFacts, LANGUAGES } from '@/lib/language';
import { useSession } from '@/lib/session';
import { shellText } from '@/lib/shell-messages';

/**
 * The languages as a radio group of a menu: each under its own name, in its own script and
 * direction, while the items keep the menu's (check marks on one side, names aligned).
 */
export function LanguageChoices() {
  const language = useLanguage();
  const session = useSession();
  return (
    <DropdownMenuRadioGroup
      value={language}
      onValueChange={(value) => isLanguage(value) && void chooseLanguage(value, session)}
    >
      {LANGUAGES.map((l) => (
        <DropdownMenuRadioItem key={l} value={l}>
          <bdi lang={l} dir={languageFacts[l].dir}>
            {languageFacts[l].name}
          </bdi>
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}

/** The language switch of the public screens (sign-in, password change). */
export function LanguageSwitch() {
  const language = useLanguage();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={shellText.t('language', { language: languageFacts[language].name })}
          data-slot="language-switch"
        >
          <LanguagesIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <LanguageChoices />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
