/** The description a payment gets from its accounts: 'To {to} from {from}'. */
export function paymentAutoTitle(fromAccountName: string, toAccountName: string): string {
  return `To ${toAccountName} from ${fromAccountName}`;
}

/**
 * Whether the payment form may (re)write the description: true when it is empty or still
 * follows the 'To {to} from {from}' pattern. With `accountNames`, the pattern counts only when
 * both names are among them (so a typed 'To Mum from Dad' is kept).
 */
export function shouldAutoFillTitle(currentTitle: string | null | undefined, accountNames?: readonly string[]): boolean {
  const title = currentTitle ?? '';
  if (title.trim() === '') return true;
  if (!accountNames) return /^To .+ from .+$/s.test(title);
  return accountNames.some((to) => title.startsWith(`To ${to} from `) && accountNames.includes(title.slice(`To ${to} from `.length)));
}
