export declare const headlessShell: string;
export declare const fullChromium: string;
export declare function e2eBrowserPath(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): string;
