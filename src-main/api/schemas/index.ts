// The market-data API schemas: canonical record types and schemas per DTO, paging envelopes, and
// per-record validation with reject reports. The endpoint table (path → envelope → schema) lives
// in ../endpoints.ts, so it is not repeated here.
export * from './calendar';
export * from './coerce';
export * from './countries';
export * from './funds';
export * from './page';
export * from './records';
export * from './shares';
export {
  declaredKinds,
  dto,
  field,
  getFastParser,
  nested,
  type Aliases,
  type DeclaredKind,
  type DtoOutput,
  type FastParser,
  type HandParser,
} from './dto';
