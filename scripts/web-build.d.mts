export function webSourceHash(): string;
export function isWebBuildFresh(): boolean;
export function ensureWebBuild(options?: { quiet?: boolean }): Promise<boolean>;
export function pageFileOf(pathname: string): string;
