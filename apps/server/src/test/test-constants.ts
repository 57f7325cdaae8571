/** Products in the test catalogue: enough for every type and platform family. */
export const TEST_PRODUCTS = 240;
/** A fixed key-encryption secret so tests can decrypt seeded keys. */
export const TEST_KEY_SECRET = Buffer.alloc(32, 7);
