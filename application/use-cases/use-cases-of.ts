/** A class a container can build (its constructor's parameters are the container's business). */
export type UseCaseClass = abstract new (...args: never[]) => object;

/** The resolved use cases of a catalogue (name → class): one instance of each class. */
export type UseCasesOf<Catalogue extends Readonly<Record<string, UseCaseClass>>> = { readonly [K in keyof Catalogue]: InstanceType<Catalogue[K]> };
