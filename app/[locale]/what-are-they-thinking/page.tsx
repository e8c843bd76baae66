import { ThemedPage, themedMetadata } from '@/components/reading/themed-page';

export const generateMetadata = themedMetadata('thinking');

export default function WhatAreTheyThinkingPage({ params }: PageProps<'/[locale]/what-are-they-thinking'>) {
  return <ThemedPage theme="thinking" params={params} />;
}
