/* eslint-disable @typescript-eslint/no-explicit-any -- both clients answer with untyped JSON */
// The few parts of the two real publishing clients the e2e tests drive (neither ships types).
declare module 'wpapi' {
  interface Request<T = unknown> extends PromiseLike<T> {
    id(id: number): Request<T>;
    perPage(count: number): Request<T>;
    page(n: number): Request<T>;
    param(name: string, value: unknown): Request<T>;
    me(): Request<T>;
    get(): Promise<T>;
    create(data: object): Promise<T>;
    update(data: object): Promise<T>;
    delete(): Promise<T>;
  }
  export default class WPAPI {
    constructor(options: { endpoint: string; username?: string; password?: string });
    static discover(url: string): Promise<WPAPI>;
    auth(credentials: { username: string; password: string }): WPAPI;
    posts(): Request<any>;
    categories(): Request<any>;
    users(): Request<any>;
  }
}

declare module '@tryghost/admin-api' {
  interface Resource {
    add(data: object, query?: object): Promise<any>;
    edit(data: object, query?: object): Promise<any>;
    read(data: object, query?: object): Promise<any>;
    browse(query?: object): Promise<any>;
    delete(data: object): Promise<any>;
  }
  export default function GhostAdminAPI(options: { url: string; key: string; version: string }): {
    posts: Resource;
    site: { read(): Promise<any> };
  };
}
