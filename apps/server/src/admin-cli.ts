import { parseArgs } from 'node:util';
import { runCommand } from './cli-database';
import { runStaffCommand, STAFF_COMMANDS_USAGE } from './modules/staff/staff-commands';

// Staff accounts from the command line: `npm run admin -- create <email> [--role …]`.
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { role: { type: 'string' } },
});
const [command, email, ...rest] = positionals;
runCommand(
  STAFF_COMMANDS_USAGE,
  command !== 'create' || !email || rest.length > 0
    ? undefined
    : (db) => runStaffCommand(db, { command, email, role: values.role }),
);
