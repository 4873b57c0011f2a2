/**
 * The part of the saxon-js 2.7 API the validation worker uses (the package ships no types).
 */
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetInternal?: unknown;
    stylesheetBaseURI?: string;
    sourceNode?: unknown;
    sourceText?: string;
    destination?: 'serialized' | 'document' | 'raw';
  }
  interface TransformResult {
    principalResult: unknown;
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'sync'): TransformResult;
    transform(options: TransformOptions, mode: 'async'): Promise<TransformResult>;
    getResource(options: {
      text?: string;
      file?: string;
      type: 'xml' | 'json' | 'text';
    }): Promise<unknown>;
    XPath: {
      evaluate(xpath: string, context?: unknown, options?: Record<string, unknown>): unknown;
    };
  };
  export default SaxonJS;
}
