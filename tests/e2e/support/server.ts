/** Where the browser tests' own server listens, and the operator credential it is started with. */
export const e2ePort = 4410;
export const e2eOrigin = `http://127.0.0.1:${e2ePort}`;
export const e2eOpsToken = 'e2e-operator-token-0123456789abcdef';

/** The message sink standing in for the SMS gateway (HTTP) and the mail server (SMTP). */
export const sinkHttpPort = 4411;
export const sinkSmtpPort = 4412;
export const sinkOrigin = `http://127.0.0.1:${sinkHttpPort}`;
