/** A freshly issued captcha: `image` is what the client shows (a data: URL for the built-in provider). */
export interface IssuedCaptcha {
  id: string;
  image: string;
}

/**
 * The captcha plugin interface (plugin kind "captcha"). The built-in provider draws an SVG; a plugin registers
 * another one and the `captcha_provider` setting selects it by name.
 */
export interface CaptchaProvider {
  readonly name: string;
  create(): Promise<IssuedCaptcha>;
  /** Checks an answer. A captcha can be checked once: right or wrong, it is gone afterwards. */
  verify(id: string, code: string): Promise<boolean>;
}
