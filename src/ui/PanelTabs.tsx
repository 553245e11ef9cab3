import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface PanelTab {
  readonly id: string;
  readonly label: string;
  readonly content: ReactNode;
}

/**
 * Named tabs under the game (ARIA's tabs pattern: arrow keys, Home and End move between them).
 * Every tab's content stays mounted, hidden when its tab is not chosen, so a running analysis or
 * review, a scroll position or a half-typed field survives a look at another tab.
 */
export function PanelTabs({ label, tabs }: { label: string; tabs: readonly PanelTab[] }) {
  const [chosen, setChosen] = useState(tabs[0]?.id);
  const prefix = useId();
  const list = useRef<HTMLDivElement>(null);
  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    setChosen(tab.id);
    list.current?.querySelector<HTMLElement>(`[data-tab="${tab.id}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.id === chosen);
    const targets: Partial<Record<string, number>> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: -1 };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <div className="tabs">
      <div className="tab-list" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${prefix}-${tab.id}-tab`}
            data-tab={tab.id}
            aria-selected={tab.id === chosen}
            aria-controls={`${prefix}-${tab.id}`}
            tabIndex={tab.id === chosen ? 0 : -1}
            onClick={() => setChosen(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          className={`tab-panel tab-${tab.id}`}
          role="tabpanel"
          id={`${prefix}-${tab.id}`}
          aria-labelledby={`${prefix}-${tab.id}-tab`}
          hidden={tab.id !== chosen}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
