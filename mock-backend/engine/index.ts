/** The query engine of the mock catalogue service: Elasticsearch 7 query DSL over in-memory documents. */
export { createIndex, type CreateIndexOptions } from './create-index';
export { type SearchIndex } from './index-cache';
export { search, searchWith, type EsHit, type EsResponse, type SearchRequest, type SourceMaker } from './search';
export { makeSourceFilter, type SourceFilter } from './source-filter';
export { DslError, type DslErrorType, type EsErrorBody } from './errors';
export type { Aggregation, RangeAggregation, RangeBucket, TermsAggregation, TermsBucket } from './aggregations';
export type { Doc, Scalar } from './values';
