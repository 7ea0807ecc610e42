import Holidays from "date-holidays";

import type { PrismaClient } from "../../lib/generated/prisma/client";

// Demo free-time rules and terminal calendars, as an admin would type them in from the terminals' and lines'
// published tariffs: the simulated world's own rules (simulator/world/world-free-time.ts keeps the world's truth, on
// its own; the two are written apart on purpose, as a real account's rules live apart from the service).
// Calendars: the US public holidays of 2026–2027 (date-holidays, observed days included) and one port holiday
// per demo port. Only created when the workspace has none, so an admin's edits survive a restart.

type DemoRule = {
  scope: "line" | "terminal";
  scopeKey: string;
  freeDays: number;
  dayKind: "calendar" | "working";
  ruleRef: string;
};

const DEMO_RULES: readonly DemoRule[] = [
  { scope: "terminal", scopeKey: "W185", freeDays: 4, dayKind: "working", ruleRef: "Pier 400 MTO tariff, storage" },
  { scope: "terminal", scopeKey: "Y309", freeDays: 4, dayKind: "working", ruleRef: "FMS terminal tariff, storage" },
  { scope: "terminal", scopeKey: "Y258", freeDays: 5, dayKind: "calendar", ruleRef: "TraPac LA tariff, storage" },
  { scope: "terminal", scopeKey: "Y790", freeDays: 4, dayKind: "working", ruleRef: "YTI terminal tariff, storage" },
  { scope: "terminal", scopeKey: "W182", freeDays: 5, dayKind: "calendar", ruleRef: "LBCT terminal tariff, storage" },
  { scope: "terminal", scopeKey: "E425", freeDays: 4, dayKind: "working", ruleRef: "APM Elizabeth tariff, storage" },
  { scope: "terminal", scopeKey: "E416", freeDays: 5, dayKind: "working", ruleRef: "Maher terminal tariff, storage" },
  { scope: "terminal", scopeKey: "E364", freeDays: 4, dayKind: "working", ruleRef: "PNCT terminal tariff, storage" },
  { scope: "terminal", scopeKey: "L737", freeDays: 7, dayKind: "calendar", ruleRef: "GPA tariff, free time" },
  { scope: "terminal", scopeKey: "N598", freeDays: 5, dayKind: "calendar", ruleRef: "Wando Welch tariff, free time" },
  { scope: "line", scopeKey: "MAEU", freeDays: 4, dayKind: "calendar", ruleRef: "Maersk US import D&D tariff" },
  { scope: "line", scopeKey: "CMDU", freeDays: 5, dayKind: "calendar", ruleRef: "CMA CGM US import tariff" },
  { scope: "line", scopeKey: "HLCU", freeDays: 4, dayKind: "working", ruleRef: "Hapag-Lloyd US import tariff" },
  { scope: "line", scopeKey: "ONEY", freeDays: 5, dayKind: "calendar", ruleRef: "ONE US import tariff" },
  { scope: "line", scopeKey: "ZIMU", freeDays: 4, dayKind: "calendar", ruleRef: "ZIM US import tariff" },
];

type DemoCalendar = {
  terminalKey: string;
  name: string;
  timezone: string;
  port: "USLAX" | "USLGB" | "USNYC" | "USSAV" | "USCHS";
};

const LA = "America/Los_Angeles";
const NY = "America/New_York";
const DEMO_CALENDARS: readonly DemoCalendar[] = [
  { terminalKey: "W185", name: "APM Terminals Pier 400", timezone: LA, port: "USLAX" },
  { terminalKey: "Y309", name: "Fenix Marine Services", timezone: LA, port: "USLAX" },
  { terminalKey: "Y258", name: "TraPac Los Angeles", timezone: LA, port: "USLAX" },
  { terminalKey: "Y790", name: "Yusen Terminals", timezone: LA, port: "USLAX" },
  { terminalKey: "W182", name: "Long Beach Container Terminal", timezone: LA, port: "USLGB" },
  { terminalKey: "E425", name: "APM Terminals Port Elizabeth", timezone: NY, port: "USNYC" },
  { terminalKey: "E416", name: "Maher Terminals", timezone: NY, port: "USNYC" },
  { terminalKey: "E364", name: "Port Newark Container Terminal", timezone: NY, port: "USNYC" },
  { terminalKey: "L737", name: "Garden City Terminal", timezone: NY, port: "USSAV" },
  { terminalKey: "N598", name: "Wando Welch Terminal", timezone: NY, port: "USCHS" },
];

/** One real holiday per demo port: the longshore unions' own days the gates stay shut. */
const PORT_HOLIDAYS: Record<DemoCalendar["port"], { date: string; name: string }[]> = {
  // ILWU: Bloody Thursday, coastwide on the West Coast.
  USLAX: [
    { date: "2026-07-05", name: "Bloody Thursday (ILWU)" },
    { date: "2027-07-05", name: "Bloody Thursday (ILWU)" },
  ],
  USLGB: [
    { date: "2026-07-05", name: "Bloody Thursday (ILWU)" },
    { date: "2027-07-05", name: "Bloody Thursday (ILWU)" },
  ],
  // ILA: Good Friday in the Port of New York and New Jersey.
  USNYC: [
    { date: "2026-04-03", name: "Good Friday (ILA)" },
    { date: "2027-03-26", name: "Good Friday (ILA)" },
  ],
  USSAV: [
    { date: "2026-04-03", name: "Good Friday (ILA)" },
    { date: "2027-03-26", name: "Good Friday (ILA)" },
  ],
  USCHS: [
    { date: "2026-04-03", name: "Good Friday (ILA)" },
    { date: "2027-03-26", name: "Good Friday (ILA)" },
  ],
};

/** The public holidays of a country in the given years, observed (substitute) days included. */
export function publicHolidays(country: string, years: readonly number[]): { date: string; name: string }[] {
  const holidays = new Holidays(country);
  const days = new Map<string, string>();
  for (const year of years)
    for (const holiday of holidays.getHolidays(year))
      if (holiday.type === "public" && !days.has(holiday.date.slice(0, 10)))
        days.set(holiday.date.slice(0, 10), holiday.name);
  return [...days].map(([date, name]) => ({ date, name }));
}

const asDate = (date: string): Date => new Date(`${date}T00:00:00Z`);

export async function seedDemoFreeTime(db: PrismaClient, workspaceId: string): Promise<void> {
  let seeded = false;
  if ((await db.terminalCalendar.count({ where: { workspaceId } })) === 0) {
    seeded = true;
    const holidays = [
      ...publicHolidays("US", [2026, 2027]).map((holiday) => ({ setKey: "US", ...holiday })),
      ...Object.entries(PORT_HOLIDAYS).flatMap(([port, days]) => days.map((day) => ({ setKey: port, ...day }))),
    ];
    await db.calendarHoliday.createMany({
      data: holidays.map((holiday) => ({ workspaceId, ...holiday, date: asDate(holiday.date) })),
      skipDuplicates: true,
    });
    await db.terminalCalendar.createMany({
      data: DEMO_CALENDARS.map((calendar) => ({
        workspaceId,
        terminalKey: calendar.terminalKey,
        name: calendar.name,
        timezone: calendar.timezone,
        gateDays: [1, 2, 3, 4, 5],
        holidaySets: ["US", calendar.port],
      })),
    });
  }
  if ((await db.freeTimeRule.count({ where: { workspaceId } })) === 0) {
    seeded = true;
    await db.freeTimeRule.createMany({
      data: DEMO_RULES.map((rule) => ({
        workspaceId,
        ruleId: crypto.randomUUID(),
        scope: rule.scope,
        scopeKey: rule.scopeKey,
        freeDays: rule.freeDays,
        dayKind: rule.dayKind,
        skipSaturday: rule.dayKind === "working",
        skipSunday: rule.dayKind === "working",
        skipHolidays: rule.dayKind === "working",
        skipClosures: true,
        clockStart: "discharged",
        firstDay: "next",
        effectiveFrom: asDate("2025-01-01"),
        ruleRef: rule.ruleRef,
        createdByLabel: "Demo data",
      })),
    });
  }
  // Boxes already cached were evaluated without these rules: the next re-evaluation reads them all.
  if (seeded)
    await db.$executeRaw`UPDATE containers SET reevaluate_at = 'epoch'::timestamptz WHERE workspace_id = ${workspaceId}::uuid`;
}
