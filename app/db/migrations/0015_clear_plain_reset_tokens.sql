-- Reset tokens are now stored only as a hash: the links sent before (live for an hour at most) were stored in clear, so they end here.
DELETE FROM "verifications" WHERE "identifier" LIKE 'reset-password:%';
