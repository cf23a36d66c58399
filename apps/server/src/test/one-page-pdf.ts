/**
 * A one-page PDF, as small as it can be while still passing the readability check of KYC
 * documents and truck papers (modules/files/image-check.ts). Its own file, without imports, so
 * the scripts that drive a built server (server-process.ts) can use it too.
 */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
