/** Source texts of the signup flow and activation — merged into the nl catalogue. */
export const nlSignup = {
} as const;

export type MessageKeySignup = keyof typeof nlSignup;
