// GET user/action/record lives in the shared api slice: the report modal (shared ui) asks it too.
export { useGetActionRecordQuery, useLazyGetActionRecordQuery } from '@site/shared/api';
