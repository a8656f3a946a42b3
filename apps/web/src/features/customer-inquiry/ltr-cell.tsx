import { Ltr } from '@/components/ltr';

/** A table cell whose value reads left to right in every language: a number, a code, an address. */
export const ltrCell = ({ getValue }: { getValue: () => string | null }) => <Ltr>{getValue()}</Ltr>;
