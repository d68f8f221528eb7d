// API tests log nothing and never read the developer's own environment for secrets or databases
// other than DATABASE_URL (which selects PostgreSQL for the whole run).
process.env.LOG_LEVEL = 'silent';
