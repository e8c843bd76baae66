export const metadata = { title: 'Floor', description: 'A bare Next.js page: what the framework itself costs.' };

export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
