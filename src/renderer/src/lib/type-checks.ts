// Compile-time checks: a declaration that does not hold fails `npm run typecheck`.

/** True when A and B are the same set of types (e.g. two unions of string literals). */
export type SameSet<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compiles only when T is `true`: `type _Check = Assert<SameSet<X, Y>>`. */
export type Assert<T extends true> = T;
