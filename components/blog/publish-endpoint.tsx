'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toaster';
import { API_KEY_STORAGE_KEY, isValidApiKey } from '@/lib/blog/api-key';

export interface PublishEndpointProps {
  invalidKeyTitle: string;
  invalidKeyDescription: string;
}

/** The key gate of `/api/blog/publish?apiKey=…` (SPEC §4, step 1). */
export function PublishEndpoint({ invalidKeyTitle, invalidKeyDescription }: PublishEndpointProps) {
  const router = useRouter();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const provided = new URLSearchParams(window.location.search).get('apiKey');
    if (!isValidApiKey(provided, window.localStorage.getItem(API_KEY_STORAGE_KEY))) {
      toast.error(invalidKeyTitle, { description: invalidKeyDescription });
      router.replace('/blog');
    }
  }, [invalidKeyDescription, invalidKeyTitle, router]);
  return null;
}
