import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * A mobile number in E.164 form (+41791234567), or undefined when the text is not one.
 * International input (+41 79 …, 0041 79 …) stands on its own; a national one (079 …) is
 * read in the account's country. The mobile metadata accepts only numbers that can receive
 * text messages: a landline is refused, as is a number of a range no operator has.
 */
export function normaliseMobileNumber(input: string, country: string | null): string | undefined {
  const defaultCountry = country && isSupportedCountry(country) ? country : undefined;
  const parsed = parsePhoneNumberFromString(input, { defaultCountry, extract: false });
  // An extension reaches a switchboard, never a phone that reads texts.
  return parsed?.isValid() && !parsed.ext ? parsed.number : undefined;
}
