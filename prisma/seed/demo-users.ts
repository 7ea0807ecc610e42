// The demo logins, apart from the seeding code so the start script can print them without loading it.
export const DEMO_WORKSPACE = "Demo Drayage";
export const DEMO_PASSWORD = "quayside-demo";
export const DEMO_USERS = [
  { email: "admin@demo.test", name: "Avery Admin", role: "admin" },
  { email: "dispatcher@demo.test", name: "Dana Dispatcher", role: "dispatcher" },
  // A second dispatcher, so two people can run a morning together (assign, note, see each other's changes).
  { email: "maria.lopez@demo.test", name: "Maria Lopez", role: "dispatcher" },
  { email: "manager@demo.test", name: "Morgan Manager", role: "manager" },
] as const;
