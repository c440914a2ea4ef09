/** Source texts of login security, password reset, email change, settings and account deletion — merged into the nl catalogue. */
export const nlAccount = {
} as const;

export type MessageKeyAccount = keyof typeof nlAccount;
