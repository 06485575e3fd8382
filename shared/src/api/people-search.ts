// The people search (GET user/info/search, login): the invite-to-answer box of a post and the user list both ask it.
// Defined once here: two remotes injecting the same endpoint name would have RTK Query warn in development.
import { endpoints } from '../contract/index.js';
import { api } from './api.js';
import { fromContract } from './from-contract.js';

export const peopleSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchUserInfo: build.query({ ...fromContract(endpoints.searchUserInfo, { arg: (username: string) => ({ username }) }) }),
  }),
});

export const { useSearchUserInfoQuery, useLazySearchUserInfoQuery } = peopleSearchApi;
