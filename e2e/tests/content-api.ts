/** Reads the running content API (the same data the site renders), for expectations in tests. */
export async function apiGet<T = unknown>(path: string): Promise<T> {
  const response = await fetch(`${process.env.E2E_API_URL}/${path}`, {
    headers: { "api-key": process.env.E2E_API_KEY!, accept: "application/json" },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

export interface ApiWebsite {
  id: number;
  name: string;
  type: string;
  order: number;
  domain: string;
  whatsapp: string | null;
  phones: { phone_number: string; location: string }[];
  book_now: string | null;
  book_online_url: string | null;
  order_now_url: string | null;
  menu_url: string | null;
  menu_card_url: string | null;
}

export interface ApiEvent {
  id: number;
  name: string;
  expired_date: string;
  has_insight_page: boolean;
  event_url: string;
}

export interface ApiNews {
  id: number;
  url: string;
  title: string;
  created_at: string;
  website?: { id: number } | null;
}
