/**
 * A self-signed certificate for 127.0.0.1 (valid for a century), for test servers that must speak
 * HTTPS: a push service (web-push only POSTs over TLS). Not a secret: it protects nothing.
 */
export const LOCALHOST_TLS = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgaTPpXzyyTfuB/stp
4TJx73bd6Hi7NclcY6M2WG+wnkGhRANCAAQmdgjex8bZih/syuAj3x6anLSAYgAG
nayIIy+VaZq5NIKKY4kjHxwf6ZWEzHq1c0DtwRbbrYmYR1j64gfIJhj6
-----END PRIVATE KEY-----
`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBkTCCATagAwIBAgIUbuytFvqP5zc1l0T0+GlnCndR7sswCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTEyNTE2NTk0N1oYDzIxMjYxMTAx
MTY1OTQ3WjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAQmdgjex8bZih/syuAj3x6anLSAYgAGnayIIy+VaZq5NIKKY4kjHxwf
6ZWEzHq1c0DtwRbbrYmYR1j64gfIJhj6o2QwYjAdBgNVHQ4EFgQU8/mtll18jhEY
hXO46NJ4IfoiOAIwHwYDVR0jBBgwFoAU8/mtll18jhEYhXO46NJ4IfoiOAIwDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0kAMEYC
IQD7HArz5hpHwDDGHWHBQsim5NlrpF6FlsnrMzYLTYq9LQIhAN9fvh6guifwTTyZ
Cv3ybHSJ2Ea5g17whKvdW6vI3ba0
-----END CERTIFICATE-----
`,
};
