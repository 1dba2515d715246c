/** The usage line of `tas webhooks listen`, apart from the listener so `tas` loads the server only to listen. */
export const LISTEN_USAGE = 'tas webhooks listen --port <port> --secret <whsec_…>   receive webhooks on 127.0.0.1, verify and print them';
