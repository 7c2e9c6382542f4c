import { useEffect, useState } from "react";
import { ConsentedAnalytics } from "../../components/layout/consented-analytics.tsx";

type Props = Parameters<typeof ConsentedAnalytics>[0];

/**
 * The analytics tags, once the visitor has accepted them: checked at load and again after a form
 * answers (the cookie banner's choice), as the router's revalidation does on other pages.
 */
export default function AnalyticsIsland(props: Props) {
  const [round, setRound] = useState(0);
  useEffect(() => {
    const again = () => setRound((n) => n + 1);
    window.addEventListener("islands:revalidate", again);
    return () => window.removeEventListener("islands:revalidate", again);
  }, []);
  return <ConsentedAnalytics key={round} {...props} />;
}
