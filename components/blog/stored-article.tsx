'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

export interface StoredArticleProps {
  loading: string;
}

/**
 * A visitor's article lives in their browser only. No article can be stored yet (the editor comes
 * with the blog feature), so every id that is not built-in goes back to the list, as SPEC §4 says.
 */
export function StoredArticle({ loading }: StoredArticleProps) {
  const router = useRouter();
  useEffect(() => {
    router.replace('/blog');
  }, [router]);
  return (
    <p role="status" className="text-center text-mist-muted">
      {loading}
    </p>
  );
}
