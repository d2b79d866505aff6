/** The challenge was not solved within its time: another solver would not do better, a new challenge is needed. */
export class CaptchaNotSolved extends Error {
  constructor() {
    super('captcha: not solved in time');
    this.name = 'CaptchaNotSolved';
  }
}
