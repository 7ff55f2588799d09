import { render } from 'solid-js/web';
import { connect } from './api/client';
import { App } from './app/App';
import './styles/theme.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
render(() => <App client={connect()} />, root);
