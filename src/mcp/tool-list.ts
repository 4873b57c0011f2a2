/** A tool as tools/list describes it: the spec without its internal fields. */
export interface ListedTool {
  name: string;
  title?: string;
  description?: string;
  inputSchema: unknown;
  outputSchema?: unknown;
  annotations?: unknown;
}

/** The tools/list entry of a tool spec (its handler and other internal fields left out). */
export function listed<S extends ListedTool>({
  name,
  title,
  description,
  inputSchema,
  outputSchema,
  annotations,
}: S): Pick<S, keyof ListedTool> {
  return { name, title, description, inputSchema, outputSchema, annotations } as Pick<
    S,
    keyof ListedTool
  >;
}
