import { describe, expect, it } from "vitest";

import type { NotificationItem, NotificationsResponse } from "@/lib/shared/notifications-api";

import { markReadLocally } from "./notifications-queries";

const AT = "2026-03-02T10:00:00.000Z";
const EARLIER = "2026-03-01T08:00:00.000Z";

function item(id: string, readAt: string | null): NotificationItem {
  return {
    id,
    kind: "lfd_due",
    title: id,
    body: "",
    containerId: null,
    containerNumber: null,
    createdAt: EARLIER,
    readAt,
    href: null,
  };
}

// Five unread in all: a and b on the first page, d on the second, two more not loaded; c was read earlier.
const first: NotificationsResponse = {
  data: [item("a", null), item("b", null), item("c", EARLIER)],
  unreadCount: 5,
  nextCursor: "p2",
};
const second: NotificationsResponse = { data: [item("d", null)], unreadCount: 5, nextCursor: null };

describe("markReadLocally", () => {
  it("marks the chosen unread items and lowers the count by them alone", () => {
    const next = markReadLocally(first, { ids: ["a", "c"] }, AT);
    expect(next).toEqual({ ...first, unreadCount: 4, data: [item("a", AT), item("b", null), item("c", EARLIER)] });
  });

  it("counts items marked on any loaded page against every page's count", () => {
    const next = markReadLocally({ pages: [first, second], pageParams: ["", "p2"] }, { ids: ["b", "d"] }, AT);
    expect(next).toEqual({
      pages: [
        { ...first, unreadCount: 3, data: [item("a", null), item("b", AT), item("c", EARLIER)] },
        { ...second, unreadCount: 3, data: [item("d", AT)] },
      ],
      pageParams: ["", "p2"],
    });
  });

  it("marks everything read for all, including what is not loaded", () => {
    const next = markReadLocally(first, { all: true }, AT);
    expect(next).toEqual({ ...first, unreadCount: 0, data: [item("a", AT), item("b", AT), item("c", EARLIER)] });
  });

  it("leaves the cache as it was for ids it does not show", () => {
    expect(markReadLocally(first, { ids: ["zz"] }, AT)).toEqual(first);
  });
});
