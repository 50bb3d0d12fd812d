/**
 * How deep an index search can page: Elasticsearch refuses a search whose `from + size` passes the index's
 * `max_result_window`, 10,000 unless the index is set otherwise (the mock backend refuses it the same way, with
 * 400). A list page past it has no products to show, whatever the list holds.
 */
export const INDEX_RESULT_WINDOW = 10_000;

/** Whether page `page` (1-based) of `pageSize` products lies within the window the index answers. */
export const withinResultWindow = (page: number, pageSize: number): boolean => page * pageSize <= INDEX_RESULT_WINDOW;
