/** Sends one text message to a number in E.164 form; throws when it could not be sent. */
export type SmsSender = { send(to: string, text: string): Promise<void> };
