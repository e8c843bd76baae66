import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  intro?: string;
  children?: ReactNode;
}

export function PageHeader({ title, intro, children }: PageHeaderProps) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      <h1 className="text-3xl font-bold tracking-wide text-gold sm:text-5xl">{title}</h1>
      {intro && <p className="mt-5 text-lg leading-relaxed text-mist-muted">{intro}</p>}
      {children}
    </header>
  );
}
