'use client';

import { toast } from '@/components/ui/toaster';
import type { Outcome } from '@/lib/blog/protocol';
import { format } from '@/lib/format';
import type messages from '@/messages/en.json';

export type BlogApiTexts = (typeof messages)['BlogApi'];

/** 'Success' or 'Error' (destructive) with the protocol's message. */
export function showOutcome(outcome: Outcome, t: BlogApiTexts) {
  if (outcome.ok) toast.success(t.successTitle, { description: format(t[outcome.message], { title: outcome.title ?? '' }) });
  else toast.error(t.errorTitle, { description: t[outcome.message] });
}
