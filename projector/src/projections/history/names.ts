/** The money read models as versions with the knowledge time of each (issue 10, "as of any moment"). */
export const MONEY_HISTORY = 'money-history';
