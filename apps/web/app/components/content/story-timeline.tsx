import { useTranslations } from "use-intl";
import { Media, type MediaSource } from "../media/media.tsx";
import { Reveal } from "./reveal.tsx";
import type { SanitizedHtml } from "./rich-text.tsx";
import "./story-timeline.css";
import { SectionTitle } from "./section-title.tsx";

export interface StoryEntryView {
  id: number;
  year: number;
  title: string;
  description: SanitizedHtml;
  image: MediaSource | null;
}

/** SPEC §2 Our Story: a timeline whose entries have a year, image, title and description. */
export function StoryTimeline({ entries }: { entries: StoryEntryView[] }) {
  const t = useTranslations("home");
  if (!entries.length) return null;
  return (
    <section className="timeline" aria-labelledby="timeline-title">
      <div className="container">
        <SectionTitle id="timeline-title" eyebrow={t("throughTheYears")} title={t("ourJourney")} />
        <ol className="timeline__list">
          {entries.map((entry) => (
            <Reveal as="li" key={entry.id} className="timeline__entry">
              <p className="timeline__year">
                <time dateTime={String(entry.year)}>{entry.year}</time>
              </p>
              <div className="timeline__card">
                {entry.image ? (
                  <div className="timeline__media">
                    <Media media={entry.image} sizes="(max-width: 767px) 100vw, 40vw" />
                  </div>
                ) : null}
                <div className="timeline__text">
                  <h3>{entry.title}</h3>
                  {/* A section, not a div: an <li> in the CMS text would otherwise close this
                      entry's <li> in the browser's parser and break hydration. */}
                  <section className="prose" dangerouslySetInnerHTML={entry.description} />
                </div>
              </div>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}
