// jsdom ships without types and the project has no @types/jsdom: the built-layer tests use only this.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
