import { richTextLinkAllowed } from "@thalassa/contract/rich-text";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef, useState } from "react";
import { useStaffText } from "../text/use-staff-text.tsx";

interface RichTextFieldProps {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

/**
 * HTML text. Without JavaScript it is a plain text area holding the HTML; with it, a Tiptap editor
 * whose HTML goes into a hidden field of the same name. Either way the HTML is cleaned by the
 * site's sanitiser when a page shows it, so the editor's output needs no trust of its own.
 */
export function RichTextField(props: RichTextFieldProps) {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  if (!enhanced) {
    return (
      <textarea
        id={props.id}
        name={props.name}
        defaultValue={props.defaultValue}
        rows={8}
        aria-describedby={props["aria-describedby"]}
        aria-invalid={props["aria-invalid"]}
      />
    );
  }
  return <TiptapEditor {...props} />;
}

const TOOLS = [
  { name: "bold", mark: "bold", run: (c: Chain) => c.toggleBold() },
  { name: "italic", mark: "italic", run: (c: Chain) => c.toggleItalic() },
  {
    name: "heading",
    mark: "heading",
    attrs: { level: 2 },
    run: (c: Chain) => c.toggleHeading({ level: 2 }),
  },
  {
    name: "subheading",
    mark: "heading",
    attrs: { level: 3 },
    run: (c: Chain) => c.toggleHeading({ level: 3 }),
  },
  { name: "bulletList", mark: "bulletList", run: (c: Chain) => c.toggleBulletList() },
  { name: "numberedList", mark: "orderedList", run: (c: Chain) => c.toggleOrderedList() },
] as const;

type Editor = NonNullable<ReturnType<typeof useEditor>>;
type Chain = ReturnType<ReturnType<Editor["chain"]>["focus"]>;

function TiptapEditor({ id, name, label, defaultValue, ...aria }: RichTextFieldProps) {
  const { t } = useStaffText();
  const hidden = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    // Typed and pasted addresses become links only under the sanitiser's rule, like the button's.
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false, isAllowedUri: (url) => richTextLinkAllowed(url) },
      }),
    ],
    content: defaultValue,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(aria["aria-describedby"] ? { "aria-describedby": aria["aria-describedby"] } : {}),
        ...(aria["aria-invalid"] ? { "aria-invalid": "true" } : {}),
        class: "staff-rich__content",
      },
    },
    onUpdate: ({ editor: current }) => {
      const input = hidden.current;
      if (!input) return;
      input.value = current.isEmpty ? "" : current.getHTML();
      // The form listens for input to refresh the live preview; a hidden field fires none itself.
      input.dispatchEvent(new Event("input", { bubbles: true }));
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      TOOLS.map((tool) =>
        current ? current.isActive(tool.mark, "attrs" in tool ? tool.attrs : undefined) : false,
      ),
  });
  const linkActive = useEditorState({
    editor,
    selector: ({ editor: current }) => !!current?.isActive("link"),
  });
  const [linking, setLinking] = useState(false);
  // The field starts with the saved HTML; from then on only the editor writes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the editor appears
  useEffect(() => {
    if (hidden.current) hidden.current.value = defaultValue;
  }, []);
  return (
    <div className="staff-rich">
      <div className="staff-rich__toolbar" role="toolbar" aria-label={t("richText.formatting", { label })}>
        {TOOLS.map((tool, index) => (
          <button
            key={tool.name}
            type="button"
            className="staff-rich__tool"
            aria-pressed={active?.[index] ?? false}
            onClick={() => editor && tool.run(editor.chain().focus()).run()}
          >
            {t(`richText.${tool.name}`)}
          </button>
        ))}
        <button
          type="button"
          className="staff-rich__tool"
          aria-pressed={linkActive ?? false}
          aria-expanded={linking}
          aria-controls={`${id}-link`}
          onClick={() => setLinking((open) => !open)}
        >
          {t("richText.link")}
        </button>
      </div>
      {linking && editor ? (
        <LinkPanel id={`${id}-link`} editor={editor} close={() => setLinking(false)} />
      ) : null}
      <EditorContent editor={editor} />
      {/* No value from React: a hidden input's value is its default value, so React would put the
          first HTML back on every render and the form would send it instead of the edited text. */}
      <input ref={hidden} type="hidden" name={name} />
    </div>
  );
}

/**
 * The link button's panel: an address checked against the sanitiser's rule before it becomes a
 * link on the selected text (or the link the cursor is in), or the link removed. Enter applies,
 * Escape closes; neither submits the form around it.
 */
function LinkPanel({ id, editor, close }: { id: string; editor: Editor; close: () => void }) {
  const { t } = useStaffText();
  const current = String(editor.getAttributes("link").href ?? "");
  const [href, setHref] = useState(current);
  const [error, setError] = useState("");
  const apply = () => {
    const value = href.trim();
    if (!richTextLinkAllowed(value)) {
      // The contract's rule, in the interface language (the catalogue's English is the contract's sentence).
      setError(t("richText.linkRefused"));
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: value }).run();
    close();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    close();
  };
  return (
    <div className="staff-rich__link" id={id}>
      <label htmlFor={`${id}-href`}>{t("richText.linkAddress")}</label>
      <input
        id={`${id}-href`}
        type="text"
        inputMode="url"
        value={href}
        // biome-ignore lint/a11y/noAutofocus: opened by the Link button to type the address at once
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setError("");
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            apply();
          } else if (event.key === "Escape") {
            event.preventDefault();
            close();
            editor.commands.focus();
          }
        }}
      />
      {error ? (
        <p className="staff-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <div className="staff-actions">
        <button type="button" className="staff-button" onClick={apply}>
          {current ? t("richText.changeLink") : t("richText.addLink")}
        </button>
        {current ? (
          <button type="button" className="staff-button" onClick={remove}>
            {t("richText.removeLink")}
          </button>
        ) : null}
        <button type="button" className="staff-button staff-button--quiet" onClick={close}>
          {t("richText.cancel")}
        </button>
      </div>
    </div>
  );
}
