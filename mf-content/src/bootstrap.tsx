import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('standalone-root')!).render(<p>standalone</p>);
