export declare const REQUIRE_ALL_SUITES_VARIABLE: 'BEM_REQUIRE_ALL_SUITES';
export declare function allSuitesRequired(env?: NodeJS.ProcessEnv): boolean;
export declare function failWhenRequired(suite: string, why: string, env?: NodeJS.ProcessEnv): void;
