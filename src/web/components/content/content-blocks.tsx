import { delivers } from '#domain/payments/catalog.ts';
import type { ReactNode } from 'react';
import type { ContentBlock, ContentSection } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';
import { WhenOffered } from '../premium/premium-features.tsx';

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Plain text with any email address turned into a mailto: link. */
function RichText({ text }: { text: string }): ReactNode {
  const parts = text.split(EMAIL);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={`mailto:${part}`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className="flex flex-col gap-4 text-base leading-relaxed text-slate-700">
      {blocks.map((block, i) => {
        const { offered } = block;
        if (offered) {
          return (
            <WhenOffered key={i} when={(offer) => delivers(offer, offered)}>
              {() => <Block block={block} />}
            </WhenOffered>
          );
        }
        return <Block key={i} block={block} />;
      })}
    </div>
  );
}

function Block({ block }: { block: ContentBlock }) {
  if (block.type === 'paragraph') {
    return (
      <p>
        <RichText text={block.text} />
      </p>
    );
  }
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <div>
      {block.intro ? (
        <p className="mb-2">
          <RichText text={block.intro} />
        </p>
      ) : null}
      <List className={cn('flex flex-col gap-2 pl-6', block.ordered ? 'list-decimal' : 'list-disc', 'marker:text-brand-700')}>
        {block.items.map((item) => (
          <li key={item} className="pl-1">
            <RichText text={item} />
          </li>
        ))}
      </List>
    </div>
  );
}

/** A headed section of long-form copy; its id is the anchor. */
export function ContentSectionView({ section, className }: { section: ContentSection; className?: string }) {
  return (
    <section aria-labelledby={section.id} className={className}>
      <h2 id={section.id} className="mb-4 text-2xl font-bold tracking-tight text-slate-900">
        {section.heading}
      </h2>
      <ContentBlocks blocks={section.blocks} />
    </section>
  );
}

/** "In this guide"-style list of in-page anchors. */
export function TableOfContents({
  heading,
  items,
  className,
}: {
  heading: string;
  items: readonly { id: string; label: string }[];
  className?: string;
}) {
  return (
    <nav aria-label={heading} className={cn('rounded-2xl border border-slate-200 bg-white p-5', className)}>
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">{heading}</p>
      <ol className="mt-3 flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="block rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A tinted box closing a content page: how to reach us (FAQ, privacy policy), with an optional action below. */
export function ContactPanel({
  id,
  heading,
  text,
  className,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn('rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100', className)}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-2 text-base text-slate-700">
        <RichText text={text} />
      </p>
      {children}
    </section>
  );
}
