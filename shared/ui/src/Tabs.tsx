/**
 * Tabs (WAI-ARIA Authoring Practices "Tabs with automatic activation"): a tablist whose tabs show
 * their panel when focused. Only the selected tab is in the Tab order (roving tabindex); the arrow
 * keys move between tabs (wrapping), Home and End go to the first and last. Every panel stays in the
 * DOM (hidden when not selected) so a tab's aria-controls always points at something real.
 * Hand-written rather than a headless library: the design system builds on native elements and this
 * is the whole pattern.
 */
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  /** Unique on the page: the tab is `tab-<id>`, its panel `panel-<id>`. */
  id: string;
  label: string;
  panel: ReactNode;
}

export interface TabsProps {
  /** Names the tablist for screen readers (e.g. "Application 24000001"). */
  label: string;
  tabs: readonly TabItem[];
  /** The tab selected first; the first tab when not given. */
  initialTab?: string;
  /** Told when another tab is selected (e.g. to keep it in the URL). */
  onSelect?(id: string): void;
}

export function Tabs({ label, tabs, initialTab, onSelect }: TabsProps) {
  const [selected, setSelected] = useState(() => (tabs.some((tab) => tab.id === initialTab) ? initialTab! : (tabs[0]?.id ?? '')));
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string, focus: boolean) => {
    setSelected(id);
    onSelect?.(id);
    if (focus) buttons.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (tab) select(tab.id, true);
  };

  return (
    <div className="pt-tabs">
      <div className="pt-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            className="pt-tabs__tab"
            aria-selected={tab.id === selected}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => select(tab.id, false)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        // The panel itself takes focus (Tab from the tablist lands on it), as the pattern advises when a panel may start with text.
        <div key={tab.id} className="pt-tabs__panel" role="tabpanel" id={`panel-${tab.id}`} aria-labelledby={`tab-${tab.id}`} tabIndex={0} hidden={tab.id !== selected}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
